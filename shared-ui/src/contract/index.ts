// @dolbom/shared-ui/contract — the 근로계약서 screen, its view, the signing form and the signature pad
// (issue 40). A shared module of its own, loaded only with the contract screens
// (docs/adr/0046-first-load-split-shared-code.md).
export { SignaturePad } from './signature-pad';
export type { SignaturePadProps, SignatureStroke } from './signature-pad';
export { ContractView } from './contract-view';
export type { ContractViewProps } from './contract-view';
export { ContractSignForm } from './contract-sign-form';
export type { ContractSignFormProps } from './contract-sign-form';
export { ContractScreen } from './contract-screen';
export type { ContractScreenProps } from './contract-screen';
