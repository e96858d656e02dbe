// The real-world name a knob stands for, as its help line introduces it.
// The schema's `mysql` field holds both MySQL variables and Linux sysctls
// (vm.dirty_expire_centisecs); the core has no field telling them apart, so
// the sysctl namespaces decide: a DBA sets those with sysctl, not in my.cnf.
export type SettingKind = 'mysql' | 'sysctl';

const SYSCTL_PREFIXES = ['vm.', 'kernel.', 'fs.', 'net.'];

export function settingKind(name: string): SettingKind {
  return SYSCTL_PREFIXES.some((p) => name.startsWith(p)) ? 'sysctl' : 'mysql';
}
