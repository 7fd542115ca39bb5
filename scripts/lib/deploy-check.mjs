// What scripts/check-deploy.mjs decides (docs/deploying.md, "Shipping one remote on its own").

/**
 * The reasons a remote cannot ship against a deployed shell: each export it imports from a
 * trimmed shared package that the shell's copy lacks.
 * @param {{ app: string, needs: Record<string, string[]> }} remote its shared-needs.json
 * @param {Record<string, string[]>} shellExports the shell's shared-exports.json
 * @returns {string[]}
 */
export function deployProblems(remote, shellExports) {
  return Object.entries(remote.needs).flatMap(([pkgName, wanted]) => {
    const kept = shellExports[pkgName];
    if (!kept) return [];
    const missing = wanted.filter((name) => !kept.includes(name));
    return missing.length === 0
      ? []
      : [
          `${remote.app} uses ${missing.join(', ')} from ${pkgName}, which the deployed shell's shared copy lacks: ship the shell first`,
        ];
  });
}
