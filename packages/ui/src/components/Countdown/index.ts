export { Countdown, formatClock, type CountdownProps } from './Countdown';
