# Warnings and sanitizers are settings of targets that link this interface library,
# never global flags.
add_library(queens_warnings INTERFACE)
target_compile_options(queens_warnings INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion
    -Wsign-conversion -Wnon-virtual-dtor -Woverloaded-virtual>
  $<$<AND:$<BOOL:${QUEENS_WARNINGS_AS_ERRORS}>,$<CXX_COMPILER_ID:GNU,Clang>>:-Werror>)

if(QUEENS_SANITIZE)
  target_compile_options(queens_warnings INTERFACE
    -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(queens_warnings INTERFACE -fsanitize=address,undefined)
endif()
