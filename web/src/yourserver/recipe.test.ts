// Round trip: a scenario's recipe, read back through the variables importer,
// gives the scenario's knobs. Scenarios resolve through the native CLI
// (built by setup.sh), as `npm run sim -- --recipe` does.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRecipe, recipeText, RECIPE_WORDS } from './recipe.js';
import { MISSING_REASONS, serverSettings, unappliable } from './server-settings.js';
import { parseServerVariables } from './server-variables.js';

const root = join(__dirname, '..', '..', '..');
const cli = join(root, 'wasm-core', 'build', 'commitlab-sim');
const schema = JSON.parse(execFileSync(cli, ['--schema'], { encoding: 'utf8' }));
const resolve = (args: string[]) => JSON.parse(execFileSync(cli, [...args, '--print-scenario'], { encoding: 'utf8' }));

function lessonScenarios(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (d.isDirectory()) walk(join(dir, d.name));
      else if (d.name.endsWith('.json') && d.name !== 'cited.json') out.push(join(dir, d.name));
    }
  };
  walk(join(root, 'lessons'));
  return out.sort();
}

const FAMILIES = ['mysql80', 'mysql57', 'mariadb'] as const;

describe('recipe round trip', () => {
  const files = lessonScenarios();
  it('covers the lessons', () => expect(files.length).toBeGreaterThan(40));

  it('every lesson scenario, every server: the my.cnf reads back as the scenario knobs it sets', () => {
    for (const file of files) {
      const sc = resolve(['--scenario', file]);
      for (const family of FAMILIES) {
        const recipe = buildRecipe(sc, family, schema.knobs);
        const back = parseServerVariables(recipe.mycnf, schema.knobs);
        expect(parseServerVariables(buildRecipe(sc, family, schema.knobs, { lang: 'zh' }).mycnf, schema.knobs), `${file} ${family} zh`).toEqual(back);
        const where = `${file} ${family}`;
        expect(back.dropped, where).toEqual([]);
        expect(back.refused, where).toEqual([]);
        expect(back.ignored.map((e) => e.variable), where).toEqual(family === 'mysql57' && sc.knobs.log_bin ? ['server_id'] : []);
        const settings = serverSettings(sc.knobs, family, schema.knobs);
        expect(back.knobs.log_bin, where).toBe(sc.knobs.log_bin);
        for (const s of settings.set) expect(back.knobs[s.knob], `${where} ${s.knob}`).toBe(sc.knobs[s.knob]);
        // Knobs with no variable in this server are named in the recipe, never set.
        for (const m of settings.missing) {
          expect(back.knobs, where).not.toHaveProperty(m.knob);
          expect(recipe.mycnf, where).toContain(`# ${m.variable} = `);
        }
      }
    }
  });

  it('the run command carries the workload: script, threads, tables, size, rand-type, time, interval, percentile', () => {
    const sc = resolve(['--scenario', join(root, 'lessons/02-rotation-stalls/scenarios/sync1-trx1.json')]);
    const run = buildRecipe(sc, 'mysql80', schema.knobs).commands!.run.join(' ');
    expect(run).toMatch(/^sysbench oltp_write_only /);
    for (const o of ['--threads=128', '--tables=32', '--table-size=1000000', '--rand-type=special', '--time=12', '--report-interval=1', '--percentile=95', '--non_index_updates=2', '--delete_inserts=0']) {
      expect(run).toContain(o);
    }
    expect(run.endsWith(' run')).toBe(true);
  });
});

describe('what a server cannot take is said, not silently changed', () => {
  it('innodb_thread_concurrency = 16 is gone from MariaDB 10.6+: named in the recipe and refused for a measurement', () => {
    const sc = resolve(['--preset', 's000_binlog_on_256']);
    const r = buildRecipe(sc, 'mariadb', schema.knobs);
    expect(r.mycnf).toContain("# innodb_thread_concurrency = 16: not in MariaDB 10.11 (removed in MariaDB 10.6); this run will differ from the lab's");
    expect(unappliable(serverSettings(sc.knobs, 'mariadb', schema.knobs))).toContain('innodb_thread_concurrency = 16: innodb_thread_concurrency is removed in MariaDB 10.6');
    expect(unappliable(serverSettings(sc.knobs, 'mysql57', schema.knobs))).toEqual([]);
  });

  it('binlog_group_commit_sync_delay is MySQL-only; MySQL 5.5 and AliSQL commit algorithms need those servers', () => {
    const delay = resolve(['--preset', 'laptop_quickstart', '--set', 'binlog_group_commit_sync_delay=500']);
    expect(unappliable(serverSettings(delay.knobs, 'mariadb', schema.knobs))[0]).toMatch(/^binlog_group_commit_sync_delay = 500: .* MySQL only/);
    expect(buildRecipe(delay, 'mysql57', schema.knobs).mycnf).toContain('binlog_group_commit_sync_delay = 500');
    const m55 = resolve(['--preset', 's002_mysql55_binlog_on']);
    expect(unappliable(serverSettings(m55.knobs, 'mysql80', schema.knobs))).toEqual(['commit_algorithm = mysql55_prepare_commit_mutex needs a MySQL 5.5 server, not MySQL 8.0']);
  });

  it('TPC-C has no sysbench 1.0 command line, and says so', () => {
    const r = buildRecipe(resolve(['--preset', 's004_tpcc_sync1']), 'mysql80', schema.knobs);
    expect(r.commands).toBeNull();
    expect(r.warnings.join(' ')).toMatch(/sysbench-tpcc/);
  });

  it('every reason a variable is missing is said in Chinese too', () => {
    for (const why of MISSING_REASONS) expect(RECIPE_WORDS.zh.why[why], why).toBeTruthy();
    const r = buildRecipe(resolve(['--preset', 's000_binlog_on_256']), 'mariadb', schema.knobs, { lang: 'zh' });
    expect(r.mycnf).toContain('# innodb_thread_concurrency = 16：MariaDB 10.11 没有这个变量（已在 MariaDB 10.6 中移除）；这次运行会与实验室的不同');
    expect(r.warnings[0]).toBe('由 MariaDB 自己的 binlog 组提交代替实验室的 group_commit_57');
  });

  it('the text reads in English and Chinese', () => {
    const r = buildRecipe(resolve(['--preset', 'laptop_quickstart']), 'mysql57', schema.knobs);
    expect(recipeText(r, RECIPE_WORDS.en)).toContain("# 1. Add to the server's my.cnf (MySQL 5.7) and restart it");
    expect(recipeText(r, RECIPE_WORDS.zh)).toContain('# 1. 加入服务器的 my.cnf（MySQL 5.7）并重启');
  });
});

describe('the command line', () => {
  const sim = (args: string[]) => execFileSync('bash', [join(root, 'web/scripts/sim.sh'), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  it('npm run sim -- --recipe prints the same recipe the lab copies', () => {
    const sc = resolve(['--preset', 'laptop_quickstart']);
    const text = sim(['--preset', 'laptop_quickstart', '--recipe', 'mysql57', '--lang', 'zh']);
    expect(text).toBe(recipeText(buildRecipe(sc, 'mysql57', schema.knobs, { label: 'preset laptop_quickstart', lang: 'zh' }), RECIPE_WORDS.zh));
  });

  it('npm run sim -- --measured prints the model beside a run file', () => {
    const text = sim(['--measured', join(__dirname, '__fixtures__', 'mariadb-10.11-run.json')]);
    const tps = /^TPS\s+(\d+)\s+(\d+)\s+[+-]\d+%$/m.exec(text);
    expect(tps, text).not.toBeNull();
    const run = JSON.parse(readFileSync(join(__dirname, '__fixtures__', 'mariadb-10.11-run.json'), 'utf8'));
    const final = /transactions:\s+\d+\s+\(([\d.]+) per sec/.exec(run.sysbench.output)!;
    expect(Number(tps![2])).toBe(Math.round(Number(final[1])));
  });
});
