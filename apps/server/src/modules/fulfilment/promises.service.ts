/**
 * The promises as other modules reach them (architecture: a module reaches another through its
 * service): payable kinds draft theirs, the payment core writes them once per paid record.
 */
export { insertPromises, type PromiseDraft } from './promises.repository';
