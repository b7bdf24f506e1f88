# queens_add_chapters(): every chapter of the book's model (cmake/Tangle.cmake), in order, each
# by add_chapter(INDEX), from chapters/NN-slug/README.md.
#
# - Configure time: the model names the files the chapter produces (its roots) and the earlier
#   chapters whose headers it includes; configure re-runs whenever the Markdown changes, so a
#   new root is picked up.
# - Build time: the tangler writes them under build/.../tangled/queens/chNN/, rewriting only
#   files whose text changed, so editing one chapter recompiles that chapter alone.
# - Targets: `queens_chNN` (alias `queens::chNN`), the chapter's library; `chNN_tests`, from the
#   chapter's own `*_test.cpp` roots; `chNN_suite`, the shared equivalence suite run on this
#   chapter alone; and `chNN`, which builds all three. Their tests carry the CTest label `chNN`.
# - MPI programs: a root `NAME.mpi.cpp` is the program NAME, built into build/.../programs/ and
#   linked with the chapter's library and MPI, only where find_package(MPI COMPONENTS CXX)
#   succeeds; `chNN` builds it too. The chapter's tests learn where it is and how to start it
#   from two definitions, QUEENS_PROGRAMS_DIR and QUEENS_MPIEXEC, the latter empty where MPI
#   was not found, so that they can skip with a message.
# - GPU kernels: a root `NAME.cu` is compiled with CUDA into the chapter's library where a CUDA
#   compiler is used (QUEENS_CUDA: AUTO, the default, uses one where CMake finds it; ON
#   requires one; OFF builds none). The library's sources see QUEENS_CUDA defined as 1 where
#   the kernel is built and 0 where it is not, and count on the processor then.

set(QUEENS_CUDA AUTO CACHE STRING "Build the chapters' GPU kernels: AUTO, ON or OFF")
set_property(CACHE QUEENS_CUDA PROPERTY STRINGS AUTO ON OFF)
set(QUEENS_CUDA_BUILT FALSE)
if(QUEENS_CUDA STREQUAL "AUTO")
  include(CheckLanguage)
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    set(QUEENS_CUDA_BUILT TRUE)
  endif()
elseif(QUEENS_CUDA)
  set(QUEENS_CUDA_BUILT TRUE)
endif()
if(QUEENS_CUDA_BUILT)
  # Machine code for the H100 (compute capability 9.0), and PTX that the driver compiles for
  # any other card from 7.5 on, unless the configure command names the architectures.
  if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
    set(CMAKE_CUDA_ARCHITECTURES 75-virtual 90-real)
  endif()
  enable_language(CUDA)
  find_package(CUDAToolkit REQUIRED)
endif()

define_property(GLOBAL PROPERTY QUEENS_CHAPTERS
  BRIEF_DOCS "The chapters, as chNN, in order" FULL_DOCS "Filled by add_chapter.")

function(add_chapter index)
  string(JSON chapter GET "${QUEENS_BOOK_MODEL}" chapters ${index})
  foreach(field IN ITEMS id number slug title folder markdown)
    string(JSON ${field} GET "${chapter}" ${field})
  endforeach()
  set(roots "")
  set(used_chapters "")
  string(JSON root_count LENGTH "${chapter}" roots)
  string(JSON include_count LENGTH "${chapter}" includes)
  foreach(position RANGE ${root_count})
    if(position LESS root_count)
      string(JSON root GET "${chapter}" roots ${position})
      list(APPEND roots "${root}")
    endif()
    if(position LESS include_count)
      string(JSON used GET "${chapter}" includes ${position})
      list(APPEND used_chapters "${used}")
    endif()
  endforeach()
  # The chapters whose libraries this one links: chapter 00 and those the model says it includes.
  list(REMOVE_ITEM used_chapters ch00)
  if(NOT id STREQUAL "ch00")
    list(PREPEND used_chapters ch00)
  endif()
  set(output_dir "${QUEENS_TANGLED_DIR}/queens/${id}")

  set(outputs "")
  set(library_sources "")
  set(test_sources "")
  set(mpi_sources "")
  set(cuda_sources "")
  foreach(root IN LISTS roots)
    set(file "${output_dir}/${root}")
    list(APPEND outputs "${file}")
    if(root MATCHES "_test\\.cpp$")
      list(APPEND test_sources "${file}")
    elseif(root MATCHES "\\.mpi\\.cpp$")
      list(APPEND mpi_sources "${file}")
    elseif(root MATCHES "\\.cu$")
      list(APPEND cuda_sources "${file}")
    elseif(root MATCHES "\\.(cpp|hpp)$")
      list(APPEND library_sources "${file}")
    endif()
  endforeach()

  # The chapter and its appendix, when it has one, are one web: a chunk may be defined in either
  # and used in the other.
  set(sources "${markdown}")
  string(JSON appendix_type TYPE "${chapter}" appendix)
  if(appendix_type STREQUAL "OBJECT")
    string(JSON appendix GET "${chapter}" appendix markdown)
    list(APPEND sources "${appendix}")
  endif()
  list(TRANSFORM sources PREPEND "${PROJECT_SOURCE_DIR}/" OUTPUT_VARIABLE source_paths)
  string(JOIN " and " source_names ${sources})
  set(stamp "${PROJECT_BINARY_DIR}/tangled/${id}.stamp")
  add_custom_command(
    OUTPUT "${stamp}"
    BYPRODUCTS ${outputs}
    COMMAND "${QUEENS_TANGLE_EXECUTABLE}" -o "${output_dir}" ${sources}
    COMMAND "${CMAKE_COMMAND}" -E touch "${stamp}"
    DEPENDS ${source_paths} "${QUEENS_TANGLE_EXECUTABLE}"
    WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}"
    COMMENT "Tangling ${source_names}"
    VERBATIM)
  add_custom_target(tangle_${id} DEPENDS "${stamp}")

  add_library(queens_${id} STATIC ${library_sources})
  add_library(queens::${id} ALIAS queens_${id})
  add_dependencies(queens_${id} tangle_${id})
  target_include_directories(queens_${id} PUBLIC "${QUEENS_TANGLED_DIR}")
  target_compile_features(queens_${id} PUBLIC cxx_std_20)
  target_link_libraries(queens_${id} PRIVATE queens_warnings)
  foreach(used IN LISTS used_chapters)
    target_link_libraries(queens_${id} PUBLIC queens::${used})
    add_dependencies(tangle_${id} tangle_${used})
  endforeach()
  find_package(Threads REQUIRED)
  target_link_libraries(queens_${id} PUBLIC Threads::Threads)
  if(cuda_sources AND QUEENS_CUDA_BUILT)
    target_sources(queens_${id} PRIVATE ${cuda_sources})
    # C++20 by flag (CMake 3.25 knows no C++20 flag for nvcc 13); the kernels call the earlier
    # chapters' constexpr functions, which are host functions, and so need the second flag.
    target_compile_options(queens_${id} PRIVATE
      $<$<COMPILE_LANGUAGE:CUDA>:-std=c++20 --expt-relaxed-constexpr>)
    target_compile_definitions(queens_${id} PRIVATE QUEENS_CUDA=1)
    target_link_libraries(queens_${id} PRIVATE CUDA::cudart)
  elseif(cuda_sources)
    target_compile_definitions(queens_${id} PRIVATE QUEENS_CUDA=0)
    message(STATUS "${id}: no CUDA compiler used (QUEENS_CUDA=${QUEENS_CUDA}): its GPU kernel is "
                   "not built, and it counts on the processor")
  endif()

  set(chapter_targets queens_${id})
  queens_mpi_programs(${id} mpi_programs ${mpi_sources})
  list(APPEND chapter_targets ${mpi_programs})
  if(QUEENS_BUILD_TESTS AND test_sources)
    add_executable(${id}_tests ${test_sources})
    target_link_libraries(${id}_tests PRIVATE queens::${id} queens::support queens::test_main
                          queens_warnings)
    if(mpi_sources)
      target_compile_definitions(${id}_tests PRIVATE
        QUEENS_PROGRAMS_DIR="${QUEENS_PROGRAMS_DIR}" QUEENS_MPIEXEC="${QUEENS_MPIEXEC}")
      if(mpi_programs)
        add_dependencies(${id}_tests ${mpi_programs})
      endif()
    endif()
    gtest_discover_tests(${id}_tests
      TEST_PREFIX "${id}."
      PROPERTIES LABELS "${id}"
      DISCOVERY_MODE PRE_TEST)
    list(APPEND chapter_targets ${id}_tests)
  endif()
  add_custom_target(${id} DEPENDS ${chapter_targets})

  set_property(GLOBAL APPEND PROPERTY QUEENS_CHAPTERS "${id}")
  set_property(GLOBAL PROPERTY QUEENS_${id}_SLUG "${slug}")
  set_property(GLOBAL PROPERTY QUEENS_${id}_TITLE "${title}")
  set_property(GLOBAL PROPERTY QUEENS_${id}_NUMBER "${number}")
  string(JSON entry_header GET "${chapter}" entry_header)
  set_property(GLOBAL PROPERTY QUEENS_${id}_ENTRY_HEADER "${entry_header}")
  set_property(GLOBAL PROPERTY QUEENS_${id}_LINKS "${used_chapters}")
  set_property(GLOBAL PROPERTY QUEENS_${id}_HEADERS "")
  foreach(root IN LISTS roots)
    if(root MATCHES "\\.hpp$")
      set_property(GLOBAL APPEND PROPERTY QUEENS_${id}_HEADERS "${output_dir}/${root}")
    endif()
  endforeach()
endfunction()

function(queens_add_chapters)
  string(JSON count LENGTH "${QUEENS_BOOK_MODEL}" chapters)
  math(EXPR last "${count} - 1")
  foreach(index RANGE ${last})
    add_chapter(${index})
  endforeach()
endfunction()

# queens_mpi_programs(chNN result SOURCES…): each source `NAME.mpi.cpp` becomes the program NAME
# where MPI is found; `result` names the programs built (none where MPI is missing).
set(QUEENS_PROGRAMS_DIR "${PROJECT_BINARY_DIR}/programs" CACHE INTERNAL "The chapters' programs")
set(QUEENS_MPIEXEC "" CACHE INTERNAL "mpiexec, where MPI is found")
function(queens_mpi_programs id result)
  set(sources ${ARGN})
  set(programs "")
  if(sources)
    # The MPI-2 C++ bindings are deprecated and unused: the chapters call MPI's C interface.
    set(MPI_CXX_SKIP_MPICXX TRUE)
    find_package(MPI COMPONENTS CXX QUIET)
    if(MPI_CXX_FOUND)
      set(QUEENS_MPIEXEC "${MPIEXEC_EXECUTABLE}" CACHE INTERNAL "mpiexec, where MPI is found")
      foreach(source IN LISTS sources)
        get_filename_component(name "${source}" NAME)
        string(REGEX REPLACE "\\.mpi\\.cpp$" "" name "${name}")
        add_executable(${name} "${source}")
        add_dependencies(${name} tangle_${id})
        target_link_libraries(${name} PRIVATE queens::${id} MPI::MPI_CXX queens_warnings)
        set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${QUEENS_PROGRAMS_DIR}")
        list(APPEND programs ${name})
      endforeach()
    else()
      set(QUEENS_MPIEXEC "" CACHE INTERNAL "mpiexec, where MPI is found")
      list(TRANSFORM sources REPLACE ".*/" "")
      message(STATUS "${id}: MPI not found (Debian's libopenmpi-dev, which tools/setup.sh "
                     "installs): its MPI programs (${sources}) are not built, and the tests "
                     "that run them skip")
    endif()
  endif()
  set(${result} ${programs} PARENT_SCOPE)
endfunction()

# The registry: one generated source that lists the solvers of a set of chapters. Every
# chapter gets one with itself alone (for its suite, so a course can test chapter 05 before
# chapter 06 exists), and the whole book gets one with all of them (the command, benchmarks).
function(queens_registry target)
  set(chapters ${ARGN})
  set(includes "")
  set(appends "")
  foreach(id IN LISTS chapters)
    get_property(slug GLOBAL PROPERTY QUEENS_${id}_SLUG)
    get_property(title GLOBAL PROPERTY QUEENS_${id}_TITLE)
    get_property(number GLOBAL PROPERTY QUEENS_${id}_NUMBER)
    get_property(header GLOBAL PROPERTY QUEENS_${id}_ENTRY_HEADER)
    if(NOT header OR header STREQUAL "null")
      message(FATAL_ERROR "Chapter ${id} has no entry header named after its folder "
                          "(<<file:${slug}.hpp>>, dashes as underscores) declaring solvers()")
    endif()
    string(REPLACE "\\" "\\\\" title "${title}")
    string(REPLACE "\"" "\\\"" title "${title}")
    string(APPEND includes "#include \"${header}\"\n")
    string(APPEND appends "        append(${id}::solvers(), {${number}, \"${id}\", \"${slug}\", \"${title}\"});\n")
  endforeach()
  set(source "${PROJECT_BINARY_DIR}/registries/${target}.cpp")
  configure_file("${PROJECT_SOURCE_DIR}/cmake/registry.cpp.in" "${source}" @ONLY)
  add_library(${target} STATIC "${source}")
  target_link_libraries(${target} PUBLIC queens::ch00 PRIVATE queens_warnings)
  foreach(id IN LISTS chapters)
    target_link_libraries(${target} PUBLIC queens::${id})
  endforeach()
endfunction()

function(queens_generate_registries)
  get_property(all_chapters GLOBAL PROPERTY QUEENS_CHAPTERS)
  list(REMOVE_ITEM all_chapters ch00)
  foreach(id IN LISTS all_chapters)
    queens_registry(queens_registry_${id} ${id})
  endforeach()
  queens_registry(queens_registry ${all_chapters})
  add_library(queens::registry ALIAS queens_registry)
endfunction()
