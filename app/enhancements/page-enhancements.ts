// The one script a visitor's page loads. The page is whole without it; this adds what needs a
// browser: saving listings, the photo carousel, sharing, a word while a form is sent, and the
// visitor's choice of language.
import { replaceBrokenPhotos } from "./broken-photos";
import { enhanceCarousels } from "./carousel";
import { rememberLanguageChoices } from "./language-choice";
import { enhanceSaveButtons } from "./save-buttons";
import { showSavedPage } from "./saved-page";
import { enhanceSendingForms } from "./sending-forms";
import { enhanceShareButtons } from "./share-buttons";

replaceBrokenPhotos();
enhanceSaveButtons();
enhanceCarousels();
enhanceShareButtons();
enhanceSendingForms();
rememberLanguageChoices();
void showSavedPage().then(() => {
  document.body.dataset.pageScript = "ran";
});
