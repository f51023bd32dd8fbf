// Back-edge 2 of the flat tree: the public parser used a helper of the passes.
#include "SourceGuard.h"
