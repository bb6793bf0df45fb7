let announced = false;

/**
 * Writes the build version to the console once per page load (spec section 1). The version
 * comes from the runtime config, which the server fills with the shared BUILD_VERSION.
 */
export function announceBuildVersion(version: string): void {
  if (announced) return;
  announced = true;
  console.log(`Beleggersportaal versie ${version}`);
}
