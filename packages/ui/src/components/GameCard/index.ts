export { GameCard, type GameCardProps } from './GameCard';
export { GameCardSkeleton, type GameCardSkeletonProps } from './GameCardSkeleton';
