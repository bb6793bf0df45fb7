export { FundDocumentLink, FundDocumentLinks } from './FundDocumentLinks';
export { acceptedVersions, fundDocumentUrl, fundDocumentsQuery } from './api';
