// Unit tests switch language at once (langStore.setLang('zh') inside an
// act()), as the page does once the Chinese chunk is in: load it before each
// test file. zh-loader.test.ts checks the page before it has loaded.
import { loadZh } from '../zh-loader';

await loadZh();
