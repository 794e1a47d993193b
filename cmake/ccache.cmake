# A compiler cache where the machine has one (Debian's ccache; scripts/setup.sh installs it): a fresh clone's build
# (CI's, a second checkout) takes the objects compiled before for the same source, flags and compiler from the cache
# instead of compiling them again. Paths are read relative to the source tree (CCACHE_BASEDIR, and the build folder
# left out of the key: CCACHE_NOHASHDIR), so clones in other folders share the objects. The links (the wasm's
# link-time optimisation) are not cached. -DSIDESTEP_CCACHE=OFF compiles without it.
option(SIDESTEP_CCACHE "Compile through ccache when it is installed" ON)
find_program(SIDESTEP_CCACHE_PROGRAM ccache)
if(SIDESTEP_CCACHE AND SIDESTEP_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  set(CMAKE_CXX_COMPILER_LAUNCHER
      ${CMAKE_COMMAND} -E env CCACHE_BASEDIR=${CMAKE_SOURCE_DIR} CCACHE_NOHASHDIR=1 ${SIDESTEP_CCACHE_PROGRAM})
endif()
