# CMake needs the tangler at configure time, to ask each chapter which files it produces
# (`tangle --list`). So the tangler is built here, as a small project of its own, before any
# chapter is configured. Editing the tangler's sources re-runs configure, which rebuilds it.
set(QUEENS_TANGLE_HOST_DIR "${PROJECT_BINARY_DIR}/_tangle-host")
file(GLOB_RECURSE tangle_sources CONFIGURE_DEPENDS
     "${PROJECT_SOURCE_DIR}/tools/tangle/src/*.cpp"
     "${PROJECT_SOURCE_DIR}/tools/tangle/include/*.hpp")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${tangle_sources} "${PROJECT_SOURCE_DIR}/tools/tangle/CMakeLists.txt")

if(NOT EXISTS "${QUEENS_TANGLE_HOST_DIR}/CMakeCache.txt")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -S "${PROJECT_SOURCE_DIR}/tools/tangle" -B "${QUEENS_TANGLE_HOST_DIR}"
            -G "${CMAKE_GENERATOR}" -DCMAKE_BUILD_TYPE=Release
            -DCMAKE_CXX_COMPILER=${CMAKE_CXX_COMPILER} -DQUEENS_BUILD_TESTS=OFF
    OUTPUT_QUIET
    RESULT_VARIABLE tangle_configure_result)
  if(NOT tangle_configure_result EQUAL 0)
    message(FATAL_ERROR "Could not configure the tangler in ${QUEENS_TANGLE_HOST_DIR}")
  endif()
endif()
execute_process(
  COMMAND "${CMAKE_COMMAND}" --build "${QUEENS_TANGLE_HOST_DIR}" --target tangle
  OUTPUT_VARIABLE tangle_build_output ERROR_VARIABLE tangle_build_output
  RESULT_VARIABLE tangle_build_result)
if(NOT tangle_build_result EQUAL 0)
  message(FATAL_ERROR "Could not build the tangler:\n${tangle_build_output}")
endif()
set(QUEENS_TANGLE_EXECUTABLE "${QUEENS_TANGLE_HOST_DIR}/tangle" CACHE INTERNAL "")
set(QUEENS_TANGLED_DIR "${PROJECT_BINARY_DIR}/tangled" CACHE INTERNAL "")
