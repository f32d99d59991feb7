// 2^40 inclusions: each level includes this file twice.
#if __INCLUDE_LEVEL__ < 40
#include "bomb.h"
#include "bomb.h"
#endif
