// Chapter 14's picture: the roles of the cluster's count, laid out by Graphviz. It shows no
// computation, so it is described here rather than drawn from the chapter's code. Not tangled:
// this is the code that draws the chapter's figures (docs/README.md).

#include "canvas.hpp"

namespace queens::ch14 {

void draw_pictures(pictures::Canvas& canvas) {
    canvas.write("cluster-roles.dot", pictures::digraph("cluster_roles", "0.5", "0.08,0.04", R"dot(
  subgraph cluster_rank0 {
    label="rank 0"; style="rounded"; color="#1f1f1f";
    foreman [label="the foreman:\nwhat is left,\nthe sum"];
    journal [label="the journal:\na line for each\ncounted class", shape=note, fillcolor="#ffffff"];
    {rank=same; foreman -> journal [label="write,\nflush"];}
  }
  worker1 [label="worker\nrank 1:\na crew of\nthreads"];
  worker2 [label="worker\nrank 2:\na crew of\nthreads"];
  worker3 [label="worker\nrank k:\na crew of\nthreads"];
  foreman -> worker1 [dir=both, label="work,\nsubtotal"];
  foreman -> worker2 [dir=both];
  foreman -> worker3 [dir=both];
)dot"));
}

} // namespace queens::ch14
