// What `scripts/check-public-ground.mjs` refuses in the repository's own files
// (docs/architecture.md, "Libraries"): a library is used through its documented API.

/** Mantine's generated class names: its internals, which change with any release. */
const mantineClassName = /\bm_[0-9a-f]{8}\b/;

/** An import or require of a file inside node_modules, or inside a package's build folders. */
const pathIntoLibrary =
  /(?:from\s*|import\s*\(?\s*|require\s*\(\s*|@import\s+(?:url\()?\s*)['"]((?:[^'"]*\/)?node_modules\/[^'"]+|@[\w.-]+\/[\w.-]+\/(?:dist|esm|cjs|lib)\/[^'"]+)['"]/;

/**
 * The problems in one file's text, each as "line N: what". `file` only names the problem.
 * @param {string} file
 * @param {string} text
 * @returns {string[]}
 */
export function publicGroundProblems(file, text) {
  const problems = [];
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    const className = line.match(mantineClassName);
    if (className) problems.push(`${where}: Mantine's internal class name ${className[0]}`);
    const path = line.match(pathIntoLibrary);
    if (path) problems.push(`${where}: imports ${path[1]}, outside the package's exports`);
  });
  return problems;
}

/** Files the check reads: the repository's own sources and styles. */
export const checkedFile = /\.(?:[cm]?[jt]sx?|css|html)$/;
