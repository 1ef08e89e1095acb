export const NATIVE_DEPENDENCIES: string[];
export function bundledDependencies(packageJsonPath: string): string[];
