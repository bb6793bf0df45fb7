// The door of the onboarding context: other contexts, app.ts, plugins/, seed/ and test/ import it through
// this file only (lint: tooling/eslint-layering.js). What it holds: register.ts.
export { registerOnboarding, type OnboardingDeps } from './register';
export { type AddressLookup } from './postcode/address-lookup';
export { uploadFileStoreFor, type UploadFileStore } from './uploads/file-store';
export { openOwnUpload } from './uploads/upload-store';
export { sealedApplicantOf } from './investment-applications/create-application';
