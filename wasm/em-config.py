# Emscripten configuration for Debian's emscripten 3.1.6, passed on every link with --em-config.
# This machine's Node does not search /usr/share/nodejs, where Debian puts acorn and friends.
import os
os.environ['NODE_PATH'] = '/usr/share/nodejs'
EMSCRIPTEN_ROOT = '/usr/share/emscripten'
LLVM_ROOT = '/usr/bin'
BINARYEN_ROOT = '/usr'
NODE_JS = '/usr/bin/node'
LLVM_ADD_VERSION = '14'
CLANG_ADD_VERSION = '14'
FROZEN_CACHE = True
