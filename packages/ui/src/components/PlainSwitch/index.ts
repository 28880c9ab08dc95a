export { PlainSwitch, type PlainSwitchProps } from './PlainSwitch';
