# CMake needs the tangler at configure time, to read the book's model (`tangle --model`): which
# chapters there are and what each is, which files it produces, which chapters it includes. So
# the tangler is built here, as a small project of its own, before any chapter is configured.
# Editing the tangler's sources re-runs configure, which rebuilds it.
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

# The book's model, read once here and by every tool after: ${QUEENS_BOOK_MODEL} holds the JSON,
# ${QUEENS_BOOK_MODEL_FILE} names the copy the site and the tests read (rewritten only when its
# text changes). Configure runs again when a chapter's Markdown changes, when a chapter's folder
# gains or loses a file (its pictures.cpp or APPENDIX.md), and when chapters/ gains or loses a folder.
execute_process(
  COMMAND "${QUEENS_TANGLE_EXECUTABLE}" --model .
  WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
  OUTPUT_VARIABLE QUEENS_BOOK_MODEL ERROR_VARIABLE model_errors RESULT_VARIABLE model_result)
if(NOT model_result EQUAL 0)
  message(FATAL_ERROR "The chapters cannot be described:\n${model_errors}")
endif()
set(QUEENS_BOOK_MODEL_FILE "${PROJECT_BINARY_DIR}/model.json")
file(WRITE "${QUEENS_BOOK_MODEL_FILE}.new" "${QUEENS_BOOK_MODEL}")
file(COPY_FILE "${QUEENS_BOOK_MODEL_FILE}.new" "${QUEENS_BOOK_MODEL_FILE}" ONLY_IF_DIFFERENT)
file(REMOVE "${QUEENS_BOOK_MODEL_FILE}.new")
set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             "${PROJECT_SOURCE_DIR}/chapters")
string(JSON chapter_count LENGTH "${QUEENS_BOOK_MODEL}" chapters)
math(EXPR last_chapter "${chapter_count} - 1")
foreach(index RANGE ${last_chapter})
  string(JSON folder GET "${QUEENS_BOOK_MODEL}" chapters ${index} folder)
  string(JSON markdown GET "${QUEENS_BOOK_MODEL}" chapters ${index} markdown)
  set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
               "${PROJECT_SOURCE_DIR}/chapters/${folder}" "${PROJECT_SOURCE_DIR}/${markdown}")
  string(JSON appendix_type TYPE "${QUEENS_BOOK_MODEL}" chapters ${index} appendix)
  if(appendix_type STREQUAL "OBJECT")
    string(JSON appendix GET "${QUEENS_BOOK_MODEL}" chapters ${index} appendix markdown)
    set_property(DIRECTORY "${PROJECT_SOURCE_DIR}" APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
                 "${PROJECT_SOURCE_DIR}/${appendix}")
  endif()
endforeach()
