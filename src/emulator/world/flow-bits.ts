/** The bits of `BaseFlows.pinned` (bilateral-flows.ts), read by the fits that follow it. */

/** A pinned flagship product: calibration moves it less. */
export const FLAGSHIP_FLOW = 1;
/** A hub good: calibration leaves it out, it comes on top of the pair's usual trade. */
export const HUB_FLOW = 2;
