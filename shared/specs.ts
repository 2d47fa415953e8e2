/**
 * Spec groups per category, as listed in PRODUCT-RULES.md (Product records). Every field is optional in the type
 * because real records are incomplete; the validators decide what a record must have.
 */

type Maybe<T> = T | null | undefined;

export interface DisplaySpecs {
  sizeInches?: Maybe<number>;
  technology?: Maybe<string>;
  resolution?: Maybe<string>;
  refreshRateHz?: Maybe<number>;
  peakBrightnessNits?: Maybe<number>;
  touchscreen?: Maybe<boolean>;
}

export interface TvSpecs {
  display?: {
    sizeInches?: Maybe<number>;
    panelType?: Maybe<string>;
    resolution?: Maybe<string>;
    pixelDimensions?: Maybe<string>;
    refreshRateHz?: Maybe<number>;
    brightnessNits?: Maybe<number>;
    hdrFormats?: Maybe<string[]>;
    technology?: Maybe<string[]>;
  };
  performance?: { processor?: Maybe<string>; ram?: Maybe<string>; storage?: Maybe<string> };
  audio?: { outputPower?: Maybe<string>; speakerConfig?: Maybe<string>; audioFormats?: Maybe<string[]> };
  connectivity?: {
    hdmiPorts?: Maybe<number>;
    hdmiVersions?: Maybe<string[]>;
    usbPorts?: Maybe<{ type: string; count: number }[]>;
  };
  gaming?: { vrrSupport?: Maybe<boolean>; inputLagMs?: Maybe<number> };
  physical?: { dimensions?: Maybe<string>; weightKg?: Maybe<number> };
}

export interface LaptopSpecs {
  display?: DisplaySpecs;
  hardware?: {
    cpu?: { model?: Maybe<string>; cores?: Maybe<number>; maxClockGHz?: Maybe<number> };
    ram?: { sizeGB?: Maybe<number>; type?: Maybe<string>; upgradable?: Maybe<boolean> };
    storage?: { sizeGB?: Maybe<number>; type?: Maybe<string>; upgradable?: Maybe<boolean> };
    gpu?: { model?: Maybe<string> };
  };
  connectivity?: { wifi?: Maybe<string>; bluetooth?: Maybe<string>; cellular?: { supported?: Maybe<boolean> } };
  ports?: {
    usbC?: Maybe<number>;
    usbA?: Maybe<number>;
    hdmi?: Maybe<boolean>;
    thunderbolt?: Maybe<boolean>;
    sdCardReader?: Maybe<boolean>;
    audioJack?: Maybe<boolean>;
  };
  battery?: { capacityWh?: Maybe<number>; lifeHours?: Maybe<number>; fastCharge?: Maybe<boolean> };
  dimensions?: { widthMm?: Maybe<number>; heightMm?: Maybe<number>; depthMm?: Maybe<number>; weightKg?: Maybe<number> };
  webcam?: { resolutionMP?: Maybe<number>; windowsHello?: Maybe<boolean>; privacyShutter?: Maybe<boolean> };
  keyboard?: { backlit?: Maybe<boolean>; numpad?: Maybe<boolean>; keyTravelMm?: Maybe<number> };
}

export interface StorageOption {
  sizeGB: number;
  type?: Maybe<string>;
  expandable?: Maybe<boolean>;
}

export interface CameraModuleSpecs {
  rear?: Maybe<{ megapixels: number; aperture?: Maybe<string>; ois?: Maybe<boolean> }[]>;
  front?: { megapixels?: Maybe<number>; aperture?: Maybe<string> };
  video?: { maxResolution?: Maybe<string>; hdrFormats?: Maybe<string[]> };
}

export interface MobileSpecs {
  display?: DisplaySpecs;
  hardware?: {
    soc?: Maybe<string>;
    ramGB?: Maybe<number>;
    storageOptions?: Maybe<StorageOption[]>;
    battery?: { capacitymAh?: Maybe<number>; fastChargeW?: Maybe<number>; wirelessChargeW?: Maybe<number> };
  };
  camera?: CameraModuleSpecs;
  connectivity?: {
    wifi?: Maybe<string>;
    bluetooth?: Maybe<string>;
    cellular?: Maybe<string[]>;
    ports?: { usbType?: Maybe<string>; features?: Maybe<string[]> };
  };
  durability?: { ipRating?: Maybe<string>; glass?: Maybe<string>; frameMaterial?: Maybe<string> };
}

export interface TabletSpecs {
  display?: DisplaySpecs & { stylusSupport?: Maybe<boolean> };
  performance?: { chipset?: Maybe<string>; ramGB?: Maybe<number>; storageOptions?: Maybe<StorageOption[]> };
  battery?: { capacitymAh?: Maybe<number>; lifeHours?: Maybe<number>; fastChargeW?: Maybe<number>; wirelessCharge?: Maybe<boolean> };
  connectivity?: {
    cellular?: { supported?: Maybe<boolean>; type?: Maybe<string> };
    ports?: { usbType?: Maybe<string>; hdmiOut?: Maybe<boolean> };
  };
  camera?: CameraModuleSpecs;
  accessories?: { stylus?: { included?: Maybe<boolean>; type?: Maybe<string> }; keyboardSupport?: Maybe<boolean> };
  dimensions?: { widthMm?: Maybe<number>; heightMm?: Maybe<number>; thicknessMm?: Maybe<number>; weightG?: Maybe<number> };
  audio?: { speakers?: Maybe<number>; tuning?: Maybe<string>; headphoneJack?: Maybe<boolean> };
}

export interface HeadphonesSpecs {
  audio?: {
    driverSizeMm?: Maybe<number>;
    frequencyResponseHz?: Maybe<string>;
    impedanceOhm?: Maybe<number>;
    sensitivityDb?: Maybe<number>;
    noiseCancellation?: { active?: Maybe<boolean>; modes?: Maybe<string[]> };
    surroundSound?: Maybe<boolean>;
  };
  connectivity?: {
    wireless?: { bluetooth?: Maybe<string>; bluetoothCodecs?: Maybe<string[]>; rf24ghz?: Maybe<boolean> };
    wired?: { jack35mm?: Maybe<boolean>; usbType?: Maybe<string> };
    multiPoint?: Maybe<boolean>;
  };
  battery?: { capacityMah?: Maybe<number>; playbackHours?: Maybe<number>; chargingTimeHours?: Maybe<number>; fastCharging?: Maybe<boolean> };
  physical?: { weightG?: Maybe<number>; foldable?: Maybe<boolean>; earcupMaterial?: Maybe<string>; ipRating?: Maybe<string> };
  controls?: { appControl?: Maybe<boolean>; physicalButtons?: Maybe<boolean>; touchControls?: Maybe<boolean>; voiceAssistant?: Maybe<string[]> };
  microphone?: { type?: Maybe<string>; sensitivityDb?: Maybe<number>; polarPattern?: Maybe<string>; noiseCanceling?: Maybe<boolean> };
}

export interface CameraSpecs {
  sensor?: { resolutionMP?: Maybe<number>; type?: Maybe<string>; size?: Maybe<string>; lowLightIso?: Maybe<number> };
  performance?: { shutterSpeed?: Maybe<string>; burstFps?: Maybe<number>; buffer?: Maybe<string> };
  lens?: { mount?: Maybe<string>; stabilization?: Maybe<string>; kitLens?: Maybe<string> };
  video?: { maxResolution?: Maybe<string>; codecs?: Maybe<string[]>; logProfiles?: Maybe<string[]> };
  focus?: { points?: Maybe<number>; eyeDetection?: Maybe<boolean>; lowLightEv?: Maybe<number> };
  display?: { touchscreen?: Maybe<boolean>; evfResolution?: Maybe<string>; rearScreenInches?: Maybe<number>; articulated?: Maybe<boolean> };
  connectivity?: { cardSlots?: Maybe<number>; wireless?: Maybe<string[]>; ports?: Maybe<string[]> };
  physical?: { dimensionsMm?: Maybe<string>; weightG?: Maybe<number>; weatherSealing?: Maybe<boolean> };
}

export interface SmartwatchSpecs {
  display?: { technology?: Maybe<string>; sizeMm?: Maybe<number>; resolution?: Maybe<string>; peakBrightnessNits?: Maybe<number>; alwaysOn?: Maybe<boolean> };
  hardware?: {
    chipset?: Maybe<string>;
    ramMB?: Maybe<number>;
    storageGB?: Maybe<number>;
    battery?: { lifeDays?: Maybe<number>; capacitymAh?: Maybe<number>; fastCharge?: Maybe<boolean> };
  };
  healthSensors?: {
    heartRate?: Maybe<boolean>;
    bloodOxygen?: Maybe<boolean>;
    ecg?: Maybe<boolean>;
    temperature?: Maybe<boolean>;
    bloodPressure?: Maybe<boolean>;
  };
  activityTracking?: { gps?: Maybe<boolean>; workoutModes?: Maybe<number>; fallDetection?: Maybe<boolean>; altimeter?: Maybe<boolean> };
  connectivity?: { bluetooth?: Maybe<string>; wifi?: Maybe<boolean>; cellular?: Maybe<boolean>; nfc?: Maybe<boolean> };
  durability?: { waterRating?: Maybe<string>; militaryStandard?: Maybe<boolean> };
  dimensions?: { caseDiameterMm?: Maybe<number>; thicknessMm?: Maybe<number>; weightG?: Maybe<number> };
  strap?: { material?: Maybe<string>; sizeMm?: Maybe<number>; interchangeable?: Maybe<boolean> };
}

export interface SpeakerSpecs {
  audio?: {
    totalPowerW?: Maybe<number>;
    peakSplDb?: Maybe<number>;
    frequencyResponseHz?: Maybe<string>;
    driverConfiguration?: Maybe<string>;
    spatialAudio?: Maybe<boolean>;
    supportedCodecs?: Maybe<string[]>;
  };
  connectivity?: {
    wireless?: { bluetooth?: Maybe<string>; wifi?: Maybe<boolean>; chromecast?: Maybe<boolean>; airPlay?: Maybe<boolean> };
    wired?: { auxIn?: Maybe<boolean>; usbPort?: Maybe<boolean>; ethernet?: Maybe<boolean> };
    multiroom?: Maybe<boolean>;
  };
  battery?: { lifeHours?: Maybe<number>; charging?: Maybe<string>; removable?: Maybe<boolean> };
  smartFeatures?: { voiceAssistant?: Maybe<string[]>; appControl?: Maybe<boolean>; autoCalibration?: Maybe<boolean> };
  durability?: { ipRating?: Maybe<string>; waterproof?: Maybe<boolean>; floating?: Maybe<boolean> };
  physical?: { weightKg?: Maybe<number>; dimensionsMm?: Maybe<string>; portable?: Maybe<boolean> };
}

export interface SpecsByCategory {
  tv: TvSpecs;
  laptop: LaptopSpecs;
  mobile: MobileSpecs;
  tablet: TabletSpecs;
  headphones: HeadphonesSpecs;
  camera: CameraSpecs;
  smartwatch: SmartwatchSpecs;
  speaker: SpeakerSpecs;
}
