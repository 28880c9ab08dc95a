export { GameCard, type GameCardProps } from './GameCard';
