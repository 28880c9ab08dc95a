export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { applyMask, unmask, maskCapacity, isMaskComplete, isMaskToken } from './mask';
