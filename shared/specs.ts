/**
 * Spec groups per category, each declared with its category (shared/categories/<id>.ts). Every
 * field is optional in the type because real records are incomplete; the validators decide what a
 * record must have.
 */
export type { DisplaySpecs, StorageOption, CameraModuleSpecs } from "./categories/spec-parts";
export type { TvSpecs } from "./categories/tv";
export type { LaptopSpecs } from "./categories/laptop";
export type { MobileSpecs } from "./categories/mobile";
export type { TabletSpecs } from "./categories/tablet";
export type { HeadphonesSpecs } from "./categories/headphones";
export type { CameraSpecs } from "./categories/camera";
export type { SmartwatchSpecs } from "./categories/smartwatch";
export type { SpeakerSpecs } from "./categories/speaker";
export type { SpecsByCategory } from "./category-declarations";
