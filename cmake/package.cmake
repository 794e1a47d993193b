# The core as a CMake package (included by CMakeLists.txt in the native build): the static library sidestep_core
# exported as sidestep::core with its headers, the generated version header, a package config that finds glm and
# Threads (its public dependencies), a version file, and LICENSE and NOTICE. `cmake --install build/native --prefix P`.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

add_library(sidestep::core ALIAS sidestep_core)
set_target_properties(sidestep_core PROPERTIES EXPORT_NAME core)
set_target_properties(sidestep_glm PROPERTIES EXPORT_NAME glm)
target_compile_features(sidestep_core PUBLIC cxx_std_17)
# Determinism where the core's inline code is compiled into a game's files: no fused multiply-add contraction
# (with it an inline function of a header could round differently there and be the copy the linker keeps).
target_compile_options(sidestep_core INTERFACE $<$<OR:$<CXX_COMPILER_ID:GNU>,$<CXX_COMPILER_ID:Clang>>:-ffp-contract=off>)

# The version header (sidestep/version.hpp, included by the umbrella header sidestep.hpp) is generated from the
# project's version, package.json's, and exists only in the installed tree.
configure_file(${CMAKE_SOURCE_DIR}/cmake/version.hpp.in ${CMAKE_BINARY_DIR}/generated/include/sidestep/version.hpp @ONLY)

set(SIDESTEP_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/sidestep)
install(TARGETS sidestep_core sidestep_glm EXPORT sidestepTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/core/include/sidestep DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES ${CMAKE_BINARY_DIR}/generated/include/sidestep/version.hpp
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sidestep)
install(EXPORT sidestepTargets NAMESPACE sidestep:: DESTINATION ${SIDESTEP_CMAKE_DIR})
configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/sidestepConfig.cmake.in
  ${CMAKE_BINARY_DIR}/generated/sidestepConfig.cmake INSTALL_DESTINATION ${SIDESTEP_CMAKE_DIR})
# Semantic versioning with a major of 0: a minor release may change the API, so only the same minor is compatible.
write_basic_package_version_file(${CMAKE_BINARY_DIR}/generated/sidestepConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/generated/sidestepConfig.cmake ${CMAKE_BINARY_DIR}/generated/sidestepConfigVersion.cmake
  DESTINATION ${SIDESTEP_CMAKE_DIR})

# LICENSE and NOTICE, the repository's (the notices of what the library carries: the Moving AI maps compiled into the
# core, GLM's templates).
install(FILES ${CMAKE_SOURCE_DIR}/LICENSE ${CMAKE_SOURCE_DIR}/NOTICE DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/sidestep)
