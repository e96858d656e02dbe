import { createRoot } from 'react-dom/client';
import report from '../../../tests/fidelity/report.json';
import '../styles.css';
import './fidelity.css';
import { FidelityPage } from './FidelityPage';
import type { CitedDoc } from '../lessons/lesson-format.js';
import type { FidelityReport } from '../model/report-types';
import { langStore } from '../lang/lang-store';
import { PUBLISHED } from './published-sources';

// The articles' figures and citations, read from lessons/ at build time.
const cited = import.meta.glob<CitedDoc>('../../../lessons/*/cited.json', { eager: true, import: 'default' });

// A Chinese reader's first paint waits for the Chinese text (lang/zh-loader.ts).
void langStore.getState().whenLangShown().then(() =>
  createRoot(document.getElementById('root')!).render(<FidelityPage report={report as FidelityReport} sources={[...Object.values(cited), ...PUBLISHED]} />),
);
