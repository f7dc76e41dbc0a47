// https://vike.dev/Page
/**
 * The home page: both readings of docs/product.md §2 in one page, in reading order. The sections
 * after the hero hydrate one per task (hydrate-later.tsx): the whole page in one was a long task.
 */
import { hydrateLater } from '../_components/ui/hydrate-later.js';
import { CtaSection } from './sections/CtaSection.js';
import { FounderStorySection } from './sections/FounderStorySection.js';
import { FuelGroupsSection } from './sections/FuelGroupsSection.js';
import { HeroSection } from './sections/HeroSection.js';
import { OfferingsSection } from './sections/OfferingsSection.js';
import { QuoteSection } from './sections/QuoteSection.js';
import { SuggestSection } from './sections/SuggestSection.js';
import { VisionMissionSection } from './sections/VisionMissionSection.js';
import { WhySection } from './sections/WhySection.js';

const LaterQuote = hydrateLater(QuoteSection);
const LaterVisionMission = hydrateLater(VisionMissionSection);
const LaterFuelGroups = hydrateLater(FuelGroupsSection);
const LaterWhy = hydrateLater(WhySection);
const LaterFounderStory = hydrateLater(FounderStorySection);
const LaterOfferings = hydrateLater(OfferingsSection);
const LaterSuggest = hydrateLater(SuggestSection);
const LaterCta = hydrateLater(CtaSection);

export default function Page() {
  return (
    <>
      <HeroSection />
      <LaterQuote />
      <LaterVisionMission />
      <LaterFuelGroups />
      <LaterWhy />
      <LaterFounderStory />
      <LaterOfferings />
      <LaterSuggest />
      <LaterCta />
    </>
  );
}
