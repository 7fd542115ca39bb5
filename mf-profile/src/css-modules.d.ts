// Types for `import classes from './x.module.css'`, as Rsbuild compiles them.
/// <reference types="@rsbuild/core/types" />
