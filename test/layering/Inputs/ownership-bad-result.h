/* check_ownership.py's own test: a Stitch-owned object returned without
 * saying who owns it, and a callback with an unannotated handle. */

#include "stitch-c/Ownership.h"

typedef struct StitchThing StitchThing;

StitchThing *stitchThingLookup(const char *name);

typedef int (*StitchThingFilter)(StitchThing *thing);
