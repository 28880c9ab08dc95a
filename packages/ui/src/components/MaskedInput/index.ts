export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { applyMask, unmask, maskCapacity, maskAccepts, isMaskComplete, isMaskToken, type MaskToken } from './mask';
