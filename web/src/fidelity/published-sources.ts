// The published data sets beyond the five articles (tests/fidelity/published/*/cited.json),
// read at build time: their citations, setups and figure labels in both languages.
import type { CitedDoc } from '../lessons/lesson-format.js';

const files = import.meta.glob<CitedDoc>('../../../tests/fidelity/published/*/cited.json', { eager: true, import: 'default' });

export const PUBLISHED: CitedDoc[] = Object.keys(files)
  .sort()
  .map((k) => files[k]!);
