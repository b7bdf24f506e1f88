# Warnings and sanitizers are settings of targets that link this interface library,
# never global flags.
add_library(queens_warnings INTERFACE)
# They are the C++ compiler's: a CUDA source gets nvcc's own (see below).
target_compile_options(queens_warnings INTERFACE
  $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU,Clang>>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion
    -Wsign-conversion -Wnon-virtual-dtor -Woverloaded-virtual
    # A chapter describes its solvers with designated initializers and leaves out what it does
    # not offer; every member has a default, which this warning would have spelled out again.
    -Wno-missing-field-initializers>
  $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<BOOL:${QUEENS_WARNINGS_AS_ERRORS}>,$<CXX_COMPILER_ID:GNU,Clang>>:-Werror>
  $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-Wall,-Wextra>
  $<$<AND:$<COMPILE_LANGUAGE:CUDA>,$<BOOL:${QUEENS_WARNINGS_AS_ERRORS}>>:--Werror=all-warnings>)

if(QUEENS_SANITIZE)
  target_compile_options(queens_warnings INTERFACE
    $<$<COMPILE_LANGUAGE:CXX>:-fsanitize=address,undefined -fno-sanitize-recover=all
      -fno-omit-frame-pointer>)
  target_link_options(queens_warnings INTERFACE -fsanitize=address,undefined)
endif()
