// The one script a visitor's page loads. The page is whole without it; this adds what needs a
// browser: saving listings, the photo carousel, sharing, and a word while a form is sent.
import { replaceBrokenPhotos } from "./broken-photos";
import { enhanceCarousels } from "./carousel";
import { enhanceSaveButtons } from "./save-buttons";
import { showSavedPage } from "./saved-page";
import { enhanceSendingForms } from "./sending-forms";
import { enhanceShareButtons } from "./share-buttons";

replaceBrokenPhotos();
enhanceSaveButtons();
enhanceCarousels();
enhanceShareButtons();
enhanceSendingForms();
void showSavedPage().then(() => {
  document.body.dataset.pageScript = "ran";
});
