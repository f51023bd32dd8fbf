// Back-edge 1 of the flat tree: the dialect reached into the passes for the
// barrier's effects.
extern "C" {
#include "../passes/analysis/BarrierAnalysis.h"
}
