import { createRoot } from 'react-dom/client';
import report from '../../../tests/fidelity/report.json';
import '../styles.css';
import './fidelity.css';
import { FidelityPage } from './FidelityPage';
import type { CitedDoc } from '../lessons/lesson-format.js';
import type { FidelityReport } from './report-types';

// The articles' figures and citations, read from lessons/ at build time.
const cited = import.meta.glob<CitedDoc>('../../../lessons/*/cited.json', { eager: true, import: 'default' });

createRoot(document.getElementById('root')!).render(
  <FidelityPage report={report as FidelityReport} sources={Object.values(cited)} />,
);
