# A compiler cache where the machine has one (Debian's ccache; scripts/setup.sh installs it): a fresh clone's build
# (CI's, a second checkout) takes the objects compiled before for the same source, flags and compiler from the cache
# instead of compiling them again. Paths are read relative to the source tree (CCACHE_BASEDIR, and the build folder
# left out of the key: CCACHE_NOHASHDIR), so clones in other folders share the objects. The links (the wasm's
# link-time optimisation) are not cached. An object taken from another clone's build keeps that build's folder in its
# debug information (the sanitizer builds' traces name files relative to the tree, under that folder). Translation
# units given the tree's path (-DSIDESTEP_SOURCE_DIR: some tests) miss in another folder. -DSIDESTEP_CCACHE=OFF
# compiles without it.
option(SIDESTEP_CCACHE "Compile through ccache when it is installed" ON)
find_program(SIDESTEP_CCACHE_PROGRAM ccache)
if(SIDESTEP_CCACHE AND SIDESTEP_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  # em++ is a script: its own date says nothing of the clang behind it, so the compiler's identity and version
  # (read at configure) name it in the key instead.
  set(check "")
  if(EMSCRIPTEN)
    set(check "CCACHE_COMPILERCHECK=string:${CMAKE_CXX_COMPILER_ID}-${CMAKE_CXX_COMPILER_VERSION}")
  endif()
  set(CMAKE_CXX_COMPILER_LAUNCHER ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${CMAKE_SOURCE_DIR} CCACHE_NOHASHDIR=1 ${check}
                                  ${SIDESTEP_CCACHE_PROGRAM})
endif()
