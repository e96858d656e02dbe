// How A and B look everywhere in the comparison: colour and line style
// (solid / dashed) together, so neither relies on colour alone.
import { OKABE_ITO } from '../viz/palette';
import type { Side } from './compare-url';

export const SIDE_STYLE: Record<Side, { name: string; color: string; dash: string | undefined; line: 'solid' | 'dashed' }> = {
  a: { name: 'A', color: OKABE_ITO.blue, dash: undefined, line: 'solid' },
  b: { name: 'B', color: OKABE_ITO.vermillion, dash: '7 4', line: 'dashed' },
};
