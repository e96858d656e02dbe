// Types of speed-stops.js (plain JavaScript so node tests import it too).
export const SPEED_STOPS: Array<number | 'max'>;
