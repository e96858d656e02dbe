// npm run sim -- --scenario F --recipe mysql80|mysql57|mariadb [--lang zh]
// Prints the scenario's my.cnf fragment and sysbench 1.0 command lines
// (web/src/yourserver/recipe.js, the same generator as the lab's copy button).
import { buildRecipe, RECIPE_WORDS, recipeText } from '../src/yourserver/recipe.js';
import { SERVER_FAMILIES } from '../src/yourserver/server-settings.js';
import { resolveScenario, schema } from './native-cli.mjs';

const args = process.argv.slice(2);
let family = null;
let lang = 'en';
const rest = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--recipe') family = args[++i] ?? '';
  else if (args[i] === '--lang') lang = args[++i] ?? '';
  else rest.push(args[i]);
}
const fail = (msg) => {
  process.stderr.write(`recipe: ${msg}\n`);
  process.exit(2);
};
if (!SERVER_FAMILIES[family]) fail(`--recipe: "${family ?? ''}" is not allowed; expected ${Object.keys(SERVER_FAMILIES).join(', ')}`);
if (!RECIPE_WORDS[lang]) fail(`--lang: "${lang}" is not allowed; expected en or zh`);
try {
  const scenario = resolveScenario(rest);
  const label = rest.includes('--scenario') ? rest[rest.indexOf('--scenario') + 1] : rest.includes('--preset') ? `preset ${rest[rest.indexOf('--preset') + 1]}` : undefined;
  process.stdout.write(recipeText(buildRecipe(scenario, family, schema().knobs, { label, lang }), RECIPE_WORDS[lang]));
} catch (e) {
  fail(e.message);
}
