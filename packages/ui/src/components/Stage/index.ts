export { Stage, StageArea, StageBar, type StageAreaProps, type StageProps } from './Stage';
export { STAGE_COMPACT } from './query';
