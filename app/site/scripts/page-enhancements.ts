// The one script a page sent without the app loads: a visitor's page, or the office's window
// card. The page is whole without it; this adds what needs a browser: saving listings, the
// photo carousel, sharing, a word while a form is sent, the currency prices show first, the
// mortgage calculator's figures as the visitor types, counting taps on WhatsApp and Call and
// saves for the office's insights, the maps, whose own script loads only when a map is drawn,
// the visitor's choice of language, video tours' players, loaded only when tapped, places
// suggested in the search box, and the window card's Print button.
import { replaceBrokenPhotos } from "./broken-photos";
import { enhanceCarousels } from "./carousel";
import { enhanceCurrencySwitches } from "./currency-choice";
import { rememberLanguageChoices } from "./language-choice";
import { enhanceListingEventLinks } from "./listing-events";
import { enhanceMaps } from "./maps";
import { enhanceMortgageCalculators } from "./mortgage-calculator";
import { PAGE_SCRIPT } from "./page-enhancements.contract";
import { enhancePlaceSuggestions } from "./place-suggestions";
import { enhancePrintButtons } from "./print-buttons";
import { enhanceSaveButtons } from "./save-buttons";
import { showSavedPage } from "./saved-page";
import { enhanceSendingForms } from "./sending-forms";
import { enhanceShareButtons } from "./share-buttons";
import { enhanceVideoTours } from "./video-tours";

replaceBrokenPhotos();
enhanceCurrencySwitches();
enhanceMortgageCalculators();
enhanceSaveButtons();
enhanceCarousels();
enhanceShareButtons();
enhanceSendingForms();
enhanceListingEventLinks();
rememberLanguageChoices();
enhanceMaps();
enhanceVideoTours();
enhancePrintButtons();
enhancePlaceSuggestions();
void showSavedPage().then(() => {
  document.body.setAttribute(PAGE_SCRIPT.ran, "ran");
});
