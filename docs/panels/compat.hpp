#pragma once

// What the chapters use of C++20 and Emscripten 3.1.6's standard library (libc++ 14) lacks,
// included before every source of the panels and nowhere else. The panels run on one thread,
// so a std::jthread is never started there; it only has to compile.

#include <version>

#if !defined(__cpp_lib_jthread)
#include <algorithm>
#include <functional>
#include <iterator>
#include <thread>
#include <utility>

namespace std {

class jthread {
public:
    template <typename Function, typename... Arguments>
    explicit jthread(Function&& function, Arguments&&... arguments)
        : thread_(std::forward<Function>(function), std::forward<Arguments>(arguments)...) {}
    jthread(jthread&&) noexcept = default;
    jthread& operator=(jthread&&) noexcept = default;
    ~jthread() {
        if (thread_.joinable()) {
            thread_.join();
        }
    }

private:
    thread thread_;
};

namespace ranges {

template <typename Range>
auto min(const Range& range) {
    return *std::min_element(std::begin(range), std::end(range));
}

template <typename Range, typename Value>
auto find(Range& range, const Value& value) {
    return std::find(std::begin(range), std::end(range), value);
}

} // namespace ranges

} // namespace std
#endif
