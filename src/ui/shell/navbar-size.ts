/** The navbar's height, and its gap from the top when it floats: the toasts start below both (`AppToaster`). */
export const NAVBAR_MIN_HEIGHT = '62px'
export const NAVBAR_FLOAT_GAP = '1.3rem'
