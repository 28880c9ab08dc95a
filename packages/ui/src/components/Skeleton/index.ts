export { Skeleton, type SkeletonProps } from './Skeleton';
export { FieldSkeleton } from './FieldSkeleton';
