// Chapter 15's picture: the GPU's count, tasks drawn from one counter by the threads of warps,
// laid out by Graphviz. It shows no computation, so it is described here rather than drawn from
// the chapter's code. Not tangled: this is the code that draws the chapter's figures
// (docs/README.md).

#include "canvas.hpp"

namespace queens::ch15 {

void draw_pictures(pictures::Canvas& canvas) {
    canvas.write("gpu-roles.dot", pictures::digraph("gpu_roles", "0.45", "0.06,0.04", R"dot(
  tasks [label="the tasks, shuffled\n(global memory)"];
  next [label="next: one counter,\natomicAdd(next, 1)", fillcolor="#ffffff"];
  tasks -> next [dir=none, style=dashed];
  subgraph cluster_block {
    label="a block: whole warps"; labelloc="b"; style="rounded"; color="#1f1f1f";
    subgraph cluster_warp {
      label="a warp: 32 threads\nin lockstep"; labelloc="b"; style="rounded,dashed";
      thread0 [label="thread\n0"];
      dots [label="…", shape=plaintext, style=""];
      thread31 [label="thread\n31"];
      {rank=same; thread0 -> dots -> thread31 [style=invis];}
    }
    others [label="other\nwarps", fillcolor="#ffffff"];
  }
  next -> thread0 [label="a task"];
  next -> thread31;
  next -> others;
  sums [label="the totals: each warp's\nfirst thread adds\nthe warp's sums", fillcolor="#ffffff"];
  thread0 -> sums;
  others -> sums;
)dot"));
}

} // namespace queens::ch15
