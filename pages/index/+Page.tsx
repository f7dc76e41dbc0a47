// https://vike.dev/Page
/** The home page: both readings of docs/product.md §2 in one page, in reading order. */
import { CtaSection } from './sections/CtaSection.js';
import { FounderStorySection } from './sections/FounderStorySection.js';
import { FuelGroupsSection } from './sections/FuelGroupsSection.js';
import { HeroSection } from './sections/HeroSection.js';
import { OfferingsSection } from './sections/OfferingsSection.js';
import { QuoteSection } from './sections/QuoteSection.js';
import { SuggestSection } from './sections/SuggestSection.js';
import { VisionMissionSection } from './sections/VisionMissionSection.js';
import { WhySection } from './sections/WhySection.js';

export default function Page() {
  return (
    <>
      <HeroSection />
      <QuoteSection />
      <VisionMissionSection />
      <FuelGroupsSection />
      <WhySection />
      <FounderStorySection />
      <OfferingsSection />
      <SuggestSection />
      <CtaSection />
    </>
  );
}
