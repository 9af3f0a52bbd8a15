/**
 * Deep equality exactly as echarts-for-react decides whether to call setOption: its own helper
 * (fast-deep-equal: plain values and arrays by content, functions and other objects' identity
 * where they are not plain), already in the bundle with the library, so not a copy of it here.
 * EChart must agree with it: an option it will not re-apply must not reset the frame
 * to "loading", or the frame would wait for a `finished` that never comes.
 */
export { isEqual as sameOption } from 'echarts-for-react/esm/helper/is-equal';
